// SPDX-License-Identifier: MIT
pragma solidity 0.8.26;

/// A minimal smart-contract wallet: a signature is valid (EIP-1271) when its owner made it over the hash.
contract OwnedWallet {
    address public immutable owner;

    constructor(address owner_) {
        owner = owner_;
    }

    function isValidSignature(bytes32 hash, bytes calldata signature) external view returns (bytes4) {
        if (signature.length != 65) return 0xffffffff;
        bytes32 r = bytes32(signature[0:32]);
        bytes32 s = bytes32(signature[32:64]);
        uint8 v = uint8(signature[64]);
        address signer = ecrecover(hash, v, r, s);
        return signer != address(0) && signer == owner ? bytes4(0x1626ba7e) : bytes4(0xffffffff);
    }
}

/// Its factory: an owner's wallet has a CREATE2 address known before it is deployed (a counterfactual wallet, ERC-6492).
contract OwnedWalletFactory {
    function createWallet(address owner) external returns (address) {
        return address(new OwnedWallet{salt: bytes32(0)}(owner));
    }

    function walletAddress(address owner) external view returns (address) {
        bytes32 initCodeHash = keccak256(abi.encodePacked(type(OwnedWallet).creationCode, abi.encode(owner)));
        return address(uint160(uint256(keccak256(abi.encodePacked(bytes1(0xff), address(this), bytes32(0), initCodeHash)))));
    }
}
